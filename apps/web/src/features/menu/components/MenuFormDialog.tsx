import { MENU_TYPES, type MenuType, menuAddSchema, menuEditSchema, menuEndpoints, type SysMenu, type TreeSelect as TreeNode } from '@ceping/contract';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, type FormInstance, type FormRule, Input, InputNumber, Radio, Row, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointKey } from '../../../api/endpoint.ts';
import EntityDialog from '../../../components/list/EntityDialog.tsx';
import { dictSelectOptions } from '../../../components/list/SearchActions.tsx';
import TreeSelect from '../../../components/TreeSelect.tsx';
import type { DictOption } from '../../../hooks/useDict.ts';
import type { FieldOf } from '../../../utils/zodRule.ts';
import { addMenu, getMenu, updateMenu } from '../api.ts';
import IconSelect from './IconSelect.tsx';
import { type MenuField, type MenuNode, menuFields, menuTreeOf } from './menuForm.ts';

export interface MenuFormValues {
  parentId?: number;
  menuType?: MenuType;
  icon?: string | null;
  orderNum?: number;
  menuName?: string;
  menuNameEn?: string | null;
  routeName?: string | null;
  isFrame?: '0' | '1';
  path?: string | null;
  component?: string | null;
  perms?: string | null;
  query?: string | null;
  isCache?: '0' | '1';
  visible?: '0' | '1';
  status?: '0' | '1';
}

interface Props {
  /** `{ parentId }` adds (under that menu, 0 for the top), `{ menuId }` edits; null: closed. */
  editing: { menuId?: number; parentId?: number } | null;
  /** The menus the page listed (the parent picker's choices). */
  menus: readonly SysMenu[];
  statusOptions: DictOption[];
  visibleOptions: DictOption[];
  onClose: () => void;
  onSaved: () => void;
}

/** RuoYi's add-dialog defaults. */
const DEFAULTS: MenuFormValues = { parentId: 0, menuType: 'M', isFrame: '1', isCache: '0', visible: '0', status: '0', orderNum: 0 };

function valuesOf(menu: SysMenu): MenuFormValues {
  return {
    parentId: menu.parentId,
    menuType: (MENU_TYPES as readonly string[]).includes(menu.menuType) ? (menu.menuType as MenuType) : 'M',
    icon: menu.icon === '#' ? '' : menu.icon,
    orderNum: menu.orderNum,
    menuName: menu.menuName,
    menuNameEn: menu.menuNameEn ?? '',
    routeName: menu.routeName,
    isFrame: menu.isFrame === '0' ? '0' : '1',
    path: menu.path,
    component: menu.component ?? '',
    perms: menu.perms ?? '',
    query: menu.query ?? '',
    isCache: menu.isCache === '1' ? '1' : '0',
    visible: menu.visible === '1' ? '1' : '0',
    status: menu.status === '1' ? '1' : '0',
  };
}

/** Parent choices: directories and pages (a button holds nothing), without the edited menu's own subtree; under a root "主类目". */
function parentTree(
  menus: readonly SysMenu[],
  rootLabel: string,
  title: (m: Pick<SysMenu, 'menuName' | 'menuNameEn'>) => string,
  editedId?: number,
): TreeNode[] {
  const toNode = (n: MenuNode): TreeNode => ({
    id: n.menuId,
    label: title(n),
    children: (n.children ?? []).filter((c) => c.menuType !== 'F' && c.menuId !== editedId).map(toNode),
  });
  const roots = menuTreeOf(menus.filter((m) => m.menuType !== 'F'))
    .filter((n) => n.menuId !== editedId)
    .map(toNode);
  return [{ id: 0, label: rootLabel, children: roots }];
}

type Rule = (field: FieldOf<typeof menuAddSchema>, label?: string) => FormRule;

/** The fields, shown by the chosen type (kept in its own component so it can watch the type). */
function MenuFields({
  form,
  rule,
  parents,
  statusOptions,
  visibleOptions,
}: {
  form: FormInstance<MenuFormValues>;
  rule: Rule;
  parents: TreeNode[];
  statusOptions: DictOption[];
  visibleOptions: DictOption[];
}) {
  const { t } = useTranslation(['menu', 'common']);
  const type = Form.useWatch('menuType', form) ?? 'M';
  const shown = menuFields(type);
  const label = (key: string) => t(`field.${key}`);
  const tip = (key: string, text: string): ReactNode => (
    <span>
      {text}{' '}
      <Tooltip title={t(`tip.${key}`)}>
        <QuestionCircleOutlined />
      </Tooltip>
    </span>
  );
  const half = (field: MenuField | 'orderNum' | 'menuName' | 'menuNameEn' | 'status', node: ReactNode) =>
    field === 'orderNum' || field === 'menuName' || field === 'menuNameEn' || field === 'status' || shown.has(field) ? (
      <Col xs={24} sm={12} key={field}>
        {node}
      </Col>
    ) : null;

  return (
    <Row gutter={16}>
      <Col span={24}>
        <Form.Item name="parentId" label={label('parentId')}>
          <TreeSelect data={parents} allowClear={false} placeholder={t('placeholder.parentId')} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="menuType" label={label('menuType')}>
          <Radio.Group options={MENU_TYPES.map((value) => ({ value, label: t(`type.${value}`) }))} />
        </Form.Item>
      </Col>
      {shown.has('icon') ? (
        <Col span={24}>
          <Form.Item name="icon" label={label('icon')} rules={[rule('icon', label('icon'))]}>
            <IconSelect />
          </Form.Item>
        </Col>
      ) : null}
      {half(
        'menuName',
        <Form.Item name="menuName" label={label('menuName')} rules={[rule('menuName', label('menuName'))]}>
          <Input placeholder={t('placeholder.menuName')} maxLength={50} />
        </Form.Item>,
      )}
      {half(
        'menuNameEn',
        <Form.Item name="menuNameEn" label={label('menuNameEn')} rules={[rule('menuNameEn', label('menuNameEn'))]}>
          <Input placeholder={t('placeholder.menuNameEn')} maxLength={80} />
        </Form.Item>,
      )}
      {half(
        'orderNum',
        <Form.Item name="orderNum" label={label('orderNum')} rules={[rule('orderNum', label('orderNum'))]}>
          <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
        </Form.Item>,
      )}
      {half(
        'routeName',
        <Form.Item name="routeName" label={tip('routeName', label('routeName'))} rules={[rule('routeName', label('routeName'))]}>
          <Input placeholder={t('placeholder.routeName')} maxLength={50} />
        </Form.Item>,
      )}
      {half(
        'isFrame',
        <Form.Item name="isFrame" label={tip('isFrame', label('isFrame'))}>
          <Radio.Group
            options={[
              { value: '0', label: t('common:yes') },
              { value: '1', label: t('common:no') },
            ]}
          />
        </Form.Item>,
      )}
      {half(
        'path',
        <Form.Item name="path" label={tip('path', label('path'))} rules={[rule('path', label('path'))]} required>
          <Input placeholder={t('placeholder.path')} maxLength={200} />
        </Form.Item>,
      )}
      {half(
        'component',
        <Form.Item name="component" label={tip('component', label('component'))} rules={[rule('component', label('component'))]}>
          <Input placeholder={t('placeholder.component')} maxLength={255} />
        </Form.Item>,
      )}
      {half(
        'perms',
        <Form.Item name="perms" label={tip('perms', label('perms'))} rules={[rule('perms', label('perms'))]}>
          <Input placeholder={t('placeholder.perms')} maxLength={100} />
        </Form.Item>,
      )}
      {half(
        'query',
        <Form.Item name="query" label={tip('query', label('query'))} rules={[rule('query', label('query'))]}>
          <Input placeholder={t('placeholder.query')} maxLength={255} />
        </Form.Item>,
      )}
      {half(
        'isCache',
        <Form.Item name="isCache" label={tip('isCache', label('isCache'))}>
          <Radio.Group
            options={[
              { value: '0', label: t('cache.yes') },
              { value: '1', label: t('cache.no') },
            ]}
          />
        </Form.Item>,
      )}
      {half(
        'visible',
        <Form.Item name="visible" label={tip('visible', label('visible'))}>
          <Radio.Group options={dictSelectOptions(visibleOptions)} />
        </Form.Item>,
      )}
      {half(
        'status',
        <Form.Item name="status" label={tip('status', label('status'))}>
          <Radio.Group options={dictSelectOptions(statusOptions)} />
        </Form.Item>,
      )}
    </Row>
  );
}

/** Add / edit a menu: directory (M), page (C) or button (F), each with RuoYi's fields, and the English title. */
export default function MenuFormDialog({ editing, menus, statusOptions, visibleOptions, onClose, onSaved }: Props) {
  const { t, i18n } = useTranslation(['menu', 'common']);
  const menuId = editing?.menuId;
  const open = editing !== null;
  const detail = useQuery({
    queryKey: endpointKey(menuEndpoints.get, { params: { menuId: menuId ?? 0 } }),
    queryFn: () => getMenu(menuId as number),
    enabled: open && menuId !== undefined,
    staleTime: 0,
    gcTime: 0,
  });
  const menu = detail.data?.data;
  const title = (m: Pick<SysMenu, 'menuName' | 'menuNameEn'>) => (i18n.language === 'en-US' && m.menuNameEn ? m.menuNameEn : m.menuName);
  const parents = parentTree(menus, t('root'), title, menuId);
  const initial: MenuFormValues = menu ? valuesOf(menu) : { ...DEFAULTS, parentId: editing?.parentId ?? 0 };

  return (
    <EntityDialog
      open={open && (menuId === undefined || menu !== undefined)}
      title={t(menuId ? 'dialog.edit' : 'dialog.add')}
      width={680}
      schemas={{ add: menuAddSchema, edit: menuEditSchema }}
      api={{ add: addMenu, update: updateMenu }}
      editKey={menuId ? { menuId } : undefined}
      initialValues={initial}
      onClose={onClose}
      onSaved={onSaved}
    >
      {(rule, form) => <MenuFields form={form} rule={rule} parents={parents} statusOptions={statusOptions} visibleOptions={visibleOptions} />}
    </EntityDialog>
  );
}
