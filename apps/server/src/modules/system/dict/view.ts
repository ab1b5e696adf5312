import type { DictData, Lang, ServerDates, SysDictData, SysDictType } from '@ceping/contract';
import type { sysDictData, sysDictType } from '../../../db/schema/index.ts';

type TypeRow = typeof sysDictType.$inferSelect;
type DataRow = typeof sysDictData.$inferSelect;

type Audit = 'createTime' | 'updateTime';

/** Dates stay `Date`; the response schema writes them in the wire format. */
export function toDictType(r: TypeRow): ServerDates<SysDictType, Audit> {
  return {
    dictId: r.dictId,
    dictName: r.dictName,
    dictNameEn: r.dictNameEn,
    dictType: r.dictType,
    status: r.status,
    remark: r.remark,
    createBy: r.createBy,
    createTime: r.createTime,
    updateBy: r.updateBy,
    updateTime: r.updateTime,
  };
}

export function toDictData(r: DataRow): ServerDates<SysDictData, Audit> {
  return {
    dictCode: r.dictCode,
    dictSort: r.dictSort,
    dictLabel: r.dictLabel,
    dictLabelEn: r.dictLabelEn,
    dictValue: r.dictValue,
    dictType: r.dictType,
    cssClass: r.cssClass,
    listClass: r.listClass,
    isDefault: r.isDefault,
    status: r.status,
    default: r.isDefault === 'Y',
    remark: r.remark,
    createBy: r.createBy,
    createTime: r.createTime,
    updateBy: r.updateBy,
    updateTime: r.updateTime,
  };
}

/** An entry as widgets use it: `dictLabel` in `lang` (the English label when there is one). */
export function toLocalizedDictData(r: DataRow, lang: Lang): DictData {
  return {
    dictCode: r.dictCode,
    dictSort: r.dictSort,
    dictLabel: lang === 'en-US' && r.dictLabelEn ? r.dictLabelEn : r.dictLabel,
    dictValue: r.dictValue,
    dictType: r.dictType,
    cssClass: r.cssClass,
    listClass: r.listClass,
    isDefault: r.isDefault,
    status: r.status,
    default: r.isDefault === 'Y',
  };
}
