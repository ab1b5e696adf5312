export default {
  secondPwd: {
    title: 'Second password check',
    label: 'Enter your second password',
    placeholder: 'Second password',
    required: 'Please enter the second password',
    wrong: 'Password wrong, please retry!',
  },
};
