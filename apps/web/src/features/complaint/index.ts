export { default as ComplaintPage } from './ComplaintPage.tsx';
export { default as MyComplaintsPage } from './MyComplaintsPage.tsx';
