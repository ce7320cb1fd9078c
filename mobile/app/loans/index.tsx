import { LoansListScreen } from '../../src/screens/LoansListScreen';

export default LoansListScreen;
