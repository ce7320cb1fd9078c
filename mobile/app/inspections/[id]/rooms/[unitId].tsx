import { useLocalSearchParams } from 'expo-router';
import { InspectionRoomScreen } from '../../../../src/screens/InspectionRoomScreen';

export default function InspectionRoomRoute() {
  const { id, unitId } = useLocalSearchParams<{ id: string; unitId: string }>();
  return <InspectionRoomScreen id={id} unitId={unitId} />;
}
