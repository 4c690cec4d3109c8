import { Dashboard } from '../components/Dashboard';

export type { DashboardProps } from '../components/Dashboard';
export default Dashboard;
