import { GuaranteesListScreen } from '../../src/screens/GuaranteesListScreen';

export default GuaranteesListScreen;
