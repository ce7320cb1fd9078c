import { useLocalSearchParams } from 'expo-router';
import { InspectionDefectsScreen } from '../../../src/screens/InspectionDefectsScreen';

/** The defect window behind the link a tenant is sent (`?token=`). */
export default function InspectionDefectsRoute() {
  const { id, token } = useLocalSearchParams<{ id: string; token?: string }>();
  return <InspectionDefectsScreen id={id} token={token ?? ''} />;
}
