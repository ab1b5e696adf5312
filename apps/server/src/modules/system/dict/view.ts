import type { DictData, Lang, SysDictData, SysDictType } from '@ceping/contract';
import type { sysDictData, sysDictType } from '../../../db/schema/index.ts';

type TypeRow = typeof sysDictType.$inferSelect;
type DataRow = typeof sysDictData.$inferSelect;

/** Dates leave as Date objects; the reply serialiser formats them. */
const date = (d: Date | null) => d as unknown as string | null;

export function toDictType(r: TypeRow): SysDictType {
  return {
    dictId: r.dictId,
    dictName: r.dictName,
    dictNameEn: r.dictNameEn,
    dictType: r.dictType,
    status: r.status,
    remark: r.remark,
    createBy: r.createBy,
    createTime: date(r.createTime),
    updateBy: r.updateBy,
    updateTime: date(r.updateTime),
  };
}

export function toDictData(r: DataRow): SysDictData {
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
    createTime: date(r.createTime),
    updateBy: r.updateBy,
    updateTime: date(r.updateTime),
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
