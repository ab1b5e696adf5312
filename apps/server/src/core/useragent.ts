/** Browser and OS names from a User-Agent header, for login logs and the online-users list. */
export function parseUserAgent(ua: string | undefined): { browser: string; os: string } {
  const s = ua ?? '';
  const browserRules: [RegExp, string][] = [
    [/Edg\/(\d+)/, 'Edge'],
    [/OPR\/(\d+)/, 'Opera'],
    [/MicroMessenger\/(\d+)/, 'WeChat'],
    [/Firefox\/(\d+)/, 'Firefox'],
    [/HeadlessChrome\/(\d+)/, 'Chrome Headless'],
    [/Chrome\/(\d+)/, 'Chrome'],
    [/Version\/(\d+).*Safari/, 'Safari'],
    [/curl\/(\d+)/, 'curl'],
  ];
  const osRules: [RegExp, string][] = [
    [/Windows NT 10/, 'Windows 10'],
    [/Windows NT/, 'Windows'],
    [/iPhone|iPad/, 'iOS'],
    [/Mac OS X/, 'Mac OS X'],
    [/Android/, 'Android'],
    [/Linux/, 'Linux'],
  ];
  let browser = 'Unknown';
  for (const [re, name] of browserRules) {
    const m = re.exec(s);
    if (m) {
      browser = `${name} ${m[1]}`;
      break;
    }
  }
  const os = osRules.find(([re]) => re.test(s))?.[1] ?? 'Unknown';
  return { browser: browser.slice(0, 50), os };
}

/** RuoYi shows internal addresses as 内网IP and does no external lookup by default. */
export function ipLocation(ip: string): string {
  if (/^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$|fc|fd|localhost)/i.test(ip)) return '内网IP';
  return 'XX XX';
}
