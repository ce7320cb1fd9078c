import { ContractsListScreen } from '../../src/screens/ContractsListScreen';

export default ContractsListScreen;
