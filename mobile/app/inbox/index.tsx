import { InboxScreen } from '../../src/screens/InboxScreen';

export default InboxScreen;
