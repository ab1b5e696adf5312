export default {
  field: {
    postId: '岗位编号',
    postCode: '岗位编码',
    postName: '岗位名称',
    postSort: '岗位排序',
    status: '状态',
    remark: '备注',
    operation: '操作',
    createTime: '创建时间',
  },
  placeholder: {
    postCode: '请输入岗位编码',
    postName: '请输入岗位名称',
    status: '岗位状态',
    code: '请输入编码名称',
    remark: '请输入内容',
  },
  formField: {
    postSort: '岗位顺序',
    status: '岗位状态',
  },
  dialog: {
    add: '添加岗位',
    edit: '修改岗位',
  },
  confirm: {
    delete: '是否确认删除岗位编号为"{{ids}}"的数据项？',
  },
};
