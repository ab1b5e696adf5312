export default {
  secondPwd: {
    title: '二级密码验证',
    label: '请输入二级密码',
    placeholder: '二级密码',
    required: '请输入二级密码',
    wrong: '密码错误，请重试！',
  },
};
