import { InspectionsListScreen } from '../../src/screens/InspectionsListScreen';

export default InspectionsListScreen;
