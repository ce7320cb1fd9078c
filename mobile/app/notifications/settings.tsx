import { NotificationSettingsScreen } from '../../src/screens/NotificationSettingsScreen';

export default NotificationSettingsScreen;
