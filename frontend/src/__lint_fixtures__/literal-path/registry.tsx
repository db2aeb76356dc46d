// Fixture for pedbook/no-literal-path (eslint-rules/no-literal-path.test.js): the same links built
// by the registry, and the links that are not internal paths: no error.
import { Link, useNavigate } from 'react-router';
import { pathTo } from '@/config/paths';

export function RegistryLinks({ id }: { id: string }) {
  const navigate = useNavigate();
  return (
    <nav>
      <Link to={pathTo('/dnpm')}>DNPM</Link>
      <Link to={pathTo('/prescriptions/:id', { id })}>Prescrição</Link>
      <button type="button" onClick={() => navigate(pathTo('/login'))}>Entrar</button>
      <a href="https://www.gov.br/saude">Ministério da Saúde</a>
      <a href="#doses">Doses</a>
      <a href="mailto:contato@pedbook.com.br">Contato</a>
    </nav>
  );
}
