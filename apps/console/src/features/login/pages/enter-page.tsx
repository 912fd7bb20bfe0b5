import { LoginScreen } from '../components/login-screen';

/** `/enter`: the platform's staff (operators, administrators). */
export default function EnterPage() {
  return <LoginScreen audience="staff" />;
}
