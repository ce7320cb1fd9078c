import { NotificationsScreen } from '../../src/screens/NotificationsScreen';

export default NotificationsScreen;
