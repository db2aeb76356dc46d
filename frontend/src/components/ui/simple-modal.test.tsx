import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SimpleModal } from './simple-modal';

describe('SimpleModal', () => {
  it('is a labelled dialog that takes focus and closes on Escape', async () => {
    const onClose = vi.fn();
    render(
      <SimpleModal open title="Conexão Perdida" description="Sem internet" onClose={onClose}>
        <button type="button">Tentar</button>
        <button type="button">Fechar</button>
      </SimpleModal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Conexão Perdida' });
    expect(dialog).toHaveAccessibleDescription('Sem internet');
    expect(screen.getByRole('button', { name: 'Tentar' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Fechar' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Tentar' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });
  it('renders nothing when closed', () => {
    render(
      <SimpleModal open={false} title="x" description="y" onClose={() => undefined}>
        <span />
      </SimpleModal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
