// Fixture for pedbook/no-literal-path (eslint-rules/no-literal-path.test.js): each link spells a
// path, so each is an error.
import { Link, useNavigate } from 'react-router';

export function LiteralLinks({ id }: { id: string }) {
  const navigate = useNavigate();
  return (
    <nav>
      <Link to="/dnpm">DNPM</Link>
      <Link to={`/prescriptions/${id}`}>Prescrição</Link>
      <button type="button" onClick={() => navigate('/login')}>Entrar</button>
    </nav>
  );
}
