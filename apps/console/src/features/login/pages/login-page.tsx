import { LoginScreen } from '../components/login-screen';

/** `/login`: creators and MCN agencies. */
export default function LoginPage() {
  return <LoginScreen audience="creator" />;
}
