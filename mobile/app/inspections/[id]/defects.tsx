import { useLocalSearchParams } from 'expo-router';
import { kitScreen } from '../../../src/client-kit/screen';

const InspectionDefectsScreen = kitScreen((kit) => kit.InspectionDefectsScreen);

/** The defect window behind the link a tenant is sent (`?token=`). */
export default function InspectionDefectsRoute() {
  const { id, token } = useLocalSearchParams<{ id: string; token?: string }>();
  return <InspectionDefectsScreen id={id} token={token ?? ''} />;
}
