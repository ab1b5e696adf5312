export { MyComplaintsPage as default } from '../../../features/complaint/index.ts';
