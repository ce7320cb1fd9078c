import { PaymentsScreen } from '../../src/screens/PaymentsScreen';

export default PaymentsScreen;
