export { default as AccountPage } from './AccountPage.tsx';
export { default as InvitationPage } from './InvitationPage.tsx';
export { default as MessagePage } from './MessagePage.tsx';
