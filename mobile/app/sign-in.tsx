import { SignInScreen } from '../src/screens/SignInScreen';

export default SignInScreen;
