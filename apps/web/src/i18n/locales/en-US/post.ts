export default {
  field: {
    postId: 'Post ID',
    postCode: 'Post code',
    postName: 'Post name',
    postSort: 'Order',
    status: 'Status',
    remark: 'Remark',
    operation: 'Actions',
    createTime: 'Created at',
  },
  placeholder: {
    postCode: 'Enter the post code',
    postName: 'Enter the post name',
    status: 'Post status',
    code: 'Enter the code',
    remark: 'Enter a remark',
  },
  formField: {
    postSort: 'Display order',
    status: 'Post status',
  },
  dialog: {
    add: 'Add post',
    edit: 'Edit post',
  },
  confirm: {
    delete: 'Delete the posts with ID "{{ids}}"?',
  },
};
