import { type TreeSelect as DeptNode, type SysPostLite, type SysRoleLite, userAddSchema } from '@ceping/contract';
import { Col, Form, Input, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import TreeSelect from '../../../components/TreeSelect.tsx';
import type { DictOption } from '../../../hooks/useDict.ts';
import { useZodRule } from '../../../utils/zodRule.ts';

interface Props {
  isAdd: boolean;
  deptTree: DeptNode[];
  posts: SysPostLite[];
  roles: SysRoleLite[];
  sexOptions: DictOption[];
  statusOptions: DictOption[];
}

/** Departments a user can be put in: disabled ones (and what hangs below them) are left out. */
export function enabledDepts(nodes: DeptNode[]): DeptNode[] {
  return nodes.filter((n) => !n.disabled).map((n) => ({ ...n, children: n.children ? enabledDepts(n.children) : undefined }));
}

/** The fields of the add/edit user dialog, in two columns; user name and password exist only when adding. */
export default function UserFormFields({ isAdd, deptTree, posts, roles, sexOptions, statusOptions }: Props) {
  const { t } = useTranslation('user');
  const rule = useZodRule(userAddSchema);
  const label = (key: string) => t(`field.${key}`);

  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <Form.Item name="nickName" label={label('nickName')} rules={[rule('nickName', label('nickName'))]}>
          <Input placeholder={t('placeholder.nickName')} maxLength={30} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="deptId" label={label('deptId')}>
          <TreeSelect data={enabledDepts(deptTree)} placeholder={t('placeholder.deptId')} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="phonenumber" label={label('phonenumber')} rules={[rule('phonenumber', label('phonenumber'))]}>
          <Input placeholder={t('placeholder.phonenumber')} maxLength={11} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="email" label={label('email')} rules={[rule('email', label('email'))]}>
          <Input placeholder={t('placeholder.email')} maxLength={50} />
        </Form.Item>
      </Col>
      {isAdd ? (
        <>
          <Col xs={24} sm={12}>
            <Form.Item name="userName" label={label('userName')} rules={[rule('userName', label('userName'))]}>
              <Input placeholder={t('placeholder.userName')} maxLength={20} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="password" label={label('password')} rules={[rule('password', label('password'))]}>
              <Input.Password placeholder={t('placeholder.password')} maxLength={20} autoComplete="new-password" />
            </Form.Item>
          </Col>
        </>
      ) : null}
      <Col xs={24} sm={12}>
        <Form.Item name="sex" label={label('sex')}>
          <Select placeholder={t('placeholder.sex')} allowClear options={sexOptions.map((o) => ({ label: o.label, value: o.value }))} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="status" label={label('status')}>
          <Radio.Group options={statusOptions.map((o) => ({ label: o.label, value: o.value }))} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="postIds" label={label('posts')}>
          <Select
            mode="multiple"
            placeholder={t('placeholder.posts')}
            optionFilterProp="label"
            options={posts.map((p) => ({ label: p.postName, value: p.postId, disabled: p.status === '1' }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="roleIds" label={label('roles')}>
          <Select
            mode="multiple"
            placeholder={t('placeholder.roles')}
            optionFilterProp="label"
            options={roles.map((r) => ({ label: r.roleName, value: r.roleId, disabled: r.status === '1' }))}
          />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="remark" label={label('remark')} rules={[rule('remark', label('remark'))]}>
          <Input.TextArea placeholder={t('placeholder.remark')} rows={3} maxLength={500} />
        </Form.Item>
      </Col>
    </Row>
  );
}
