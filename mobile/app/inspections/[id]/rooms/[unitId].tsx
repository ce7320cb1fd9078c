import { useLocalSearchParams } from 'expo-router';
import { kitScreen } from '../../../../src/client-kit/screen';

const InspectionRoomScreen = kitScreen((kit) => kit.InspectionRoomScreen);

export default function InspectionRoomRoute() {
  const { id, unitId } = useLocalSearchParams<{ id: string; unitId: string }>();
  return <InspectionRoomScreen id={id} unitId={unitId} />;
}
