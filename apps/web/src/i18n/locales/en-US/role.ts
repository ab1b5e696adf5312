export default {
  field: {
    roleId: 'Role ID',
    roleName: 'Role name',
    roleNameEn: 'English name',
    roleKey: 'Role key',
    roleSort: 'Order',
    status: 'Status',
    createTime: 'Created at',
    operation: 'Actions',
    menus: 'Menu permissions',
    remark: 'Remark',
    dataScope: 'Data scope',
    depts: 'Departments',
  },
  placeholder: {
    roleName: 'Enter the role name',
    roleNameEn: 'Enter the English name (optional)',
    roleKey: 'Enter the role key',
    status: 'Role status',
    beginDate: 'Start date',
    endDate: 'End date',
    remark: 'Enter a remark',
  },
  tip: {
    roleKey: "The key checked in code, e.g. @PreAuthorize(`@ss.hasRole('admin')`); a built-in role keeps its key",
  },
  dialog: {
    add: 'Add role',
    edit: 'Edit role',
  },
  confirm: {
    delete: 'Delete the roles with ID "{{ids}}"?',
    status: 'Really {{action}} the role "{{name}}"?',
    enable: 'enable',
    disable: 'disable',
  },
  msg: {
    enabled: 'Enabled',
    disabled: 'Disabled',
  },
  action: {
    dataScope: 'Data scope',
    authUser: 'Assign users',
  },
  tree: {
    expand: 'Expand / collapse',
    selectAll: 'Select all / none',
    linked: 'Link parents and children',
    empty: 'Loading, please wait',
  },
  dataScope: {
    title: 'Data scope',
  },
  scope: {
    1: 'All data',
    2: 'Custom departments',
    3: 'Own department',
    4: 'Own department and below',
    5: 'Own data only',
  },
  routes: {
    authUser: 'Assign users',
  },
  authUser: {
    field: {
      userName: 'User name',
      nickName: 'Nickname',
      email: 'Email',
      phonenumber: 'Phone',
      status: 'Status',
      createTime: 'Created at',
      operation: 'Actions',
    },
    /** The search form's label (RuoYi: 手机号码 there, 手机 as the column). */
    search: {
      phonenumber: 'Phone number',
    },
    placeholder: {
      userName: 'Enter the user name',
      phonenumber: 'Enter the phone number',
    },
    add: 'Add users',
    cancelAll: 'Remove selected',
    cancel: 'Remove',
    confirmCancel: 'Take this role from the user "{{name}}"?',
    confirmCancelAll: 'Take this role from the selected users?',
    cancelled: 'Removed',
    selectTitle: 'Select users',
    selectRequired: 'Select the users to assign',
  },
};
