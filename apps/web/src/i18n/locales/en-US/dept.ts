export default {
  field: {
    parentId: 'Parent department',
    deptName: 'Department',
    orderNum: 'Order',
    leader: 'Leader',
    phone: 'Phone',
    email: 'Email',
    status: 'Status',
    createTime: 'Created at',
    operation: 'Actions',
  },
  placeholder: {
    parentId: 'Choose the parent department',
    deptName: 'Enter the department name',
    leader: 'Enter the leader',
    phone: 'Enter the phone number',
    email: 'Enter the email',
    status: 'Department status',
  },
  dialog: {
    add: 'Add department',
    edit: 'Edit department',
  },
  confirm: {
    delete: 'Delete the department "{{name}}"?',
  },
  expandCollapse: 'Expand / collapse',
};
