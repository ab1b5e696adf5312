/** The home dashboard's daily sign-in. */
export default {
  'zh-CN': {
    'signIn.done': '签到成功，已连续签到 {0} 天',
    'signIn.already': '今天已经签到过了',
  },
  'en-US': {
    'signIn.done': 'Signed in for today. Streak: {0}',
    'signIn.already': 'You have already signed in today',
  },
} as const;
