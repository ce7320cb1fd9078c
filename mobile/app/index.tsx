import { Redirect } from 'expo-router';
import { useSession } from '../src/session/SessionProvider';

/** The start: contracts when signed in, the sign-in screen otherwise. */
export default function Index() {
  const { status } = useSession();
  return <Redirect href={status === 'signed-in' ? '/contracts' : '/sign-in'} />;
}
