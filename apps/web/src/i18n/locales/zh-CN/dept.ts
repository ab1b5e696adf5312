export default {
  field: {
    parentId: '上级部门',
    deptName: '部门名称',
    orderNum: '显示排序',
    leader: '负责人',
    phone: '联系电话',
    email: '邮箱',
    status: '部门状态',
    createTime: '创建时间',
    operation: '操作',
  },
  placeholder: {
    parentId: '选择上级部门',
    deptName: '请输入部门名称',
    leader: '请输入负责人',
    phone: '请输入联系电话',
    email: '请输入邮箱',
    status: '部门状态',
  },
  dialog: {
    add: '添加部门',
    edit: '修改部门',
  },
  confirm: {
    delete: '是否确认删除名称为"{{name}}"的数据项？',
  },
  expandCollapse: '展开/折叠',
};
