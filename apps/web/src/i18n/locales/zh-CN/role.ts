export default {
  field: {
    roleId: '角色编号',
    roleName: '角色名称',
    roleNameEn: '英文名称',
    roleKey: '权限字符',
    roleSort: '显示顺序',
    status: '状态',
    createTime: '创建时间',
    operation: '操作',
    menus: '菜单权限',
    remark: '备注',
    dataScope: '权限范围',
    depts: '数据权限',
  },
  placeholder: {
    roleName: '请输入角色名称',
    roleNameEn: '请输入英文名称（可不填）',
    roleKey: '请输入权限字符',
    status: '角色状态',
    beginDate: '开始日期',
    endDate: '结束日期',
    remark: '请输入内容',
  },
  tip: {
    roleKey: "控制器中定义的权限字符，如：@PreAuthorize(`@ss.hasRole('admin')`)；内置角色的权限字符不能修改",
  },
  dialog: {
    add: '添加角色',
    edit: '修改角色',
  },
  confirm: {
    delete: '是否确认删除角色编号为"{{ids}}"的数据项？',
    status: '确认要"{{action}}""{{name}}"角色吗？',
    enable: '启用',
    disable: '停用',
  },
  msg: {
    enabled: '启用成功',
    disabled: '停用成功',
  },
  action: {
    dataScope: '数据权限',
    authUser: '分配用户',
  },
  tree: {
    expand: '展开/折叠',
    selectAll: '全选/全不选',
    linked: '父子联动',
    empty: '加载中，请稍候',
  },
  dataScope: {
    title: '分配数据权限',
  },
  scope: {
    1: '全部数据权限',
    2: '自定数据权限',
    3: '本部门数据权限',
    4: '本部门及以下数据权限',
    5: '仅本人数据权限',
  },
  routes: {
    authUser: '分配用户',
  },
  authUser: {
    field: {
      userName: '用户名称',
      nickName: '用户昵称',
      email: '邮箱',
      phonenumber: '手机',
      status: '状态',
      createTime: '创建时间',
      operation: '操作',
    },
    /** The search form's label (RuoYi: 手机号码 there, 手机 as the column). */
    search: {
      phonenumber: '手机号码',
    },
    placeholder: {
      userName: '请输入用户名称',
      phonenumber: '请输入手机号码',
    },
    add: '添加用户',
    cancelAll: '批量取消授权',
    cancel: '取消授权',
    confirmCancel: '确认要取消该用户"{{name}}"角色吗？',
    confirmCancelAll: '是否取消选中用户授权数据项？',
    cancelled: '取消授权成功',
    selectTitle: '选择用户',
    selectRequired: '请选择要分配的用户',
  },
};
