import { useLocalSearchParams } from 'expo-router';
import { kitScreen } from '../../src/client-kit/screen';

const ConversationScreen = kitScreen((kit) => kit.ConversationScreen);

export default function ConversationRoute() {
  const { id } = useLocalSearchParams<{ id: string }>();
  return <ConversationScreen id={id} />;
}
