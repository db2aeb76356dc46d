/** The clinical core's protocols and the tool catalogue name the same flowcharts with the same titles
 * (the core keeps its own title for its messages: it cannot import the catalogue). */
import { FLOWCHARTS, type FlowchartId } from '@/clinical/flowcharts';
import { toolsOf } from '@/config/tools';
import { BACK_TO_LIST, BACK_TO_VENOMOUS, protocolTool } from './protocol-tool';

describe('protocol tools', () => {
  const ids = Object.keys(FLOWCHARTS) as FlowchartId[];

  it('every protocol is a flowchart or venomous accident of the catalogue, with its title', () => {
    for (const id of ids) expect(protocolTool(id).title, id).toBe(FLOWCHARTS[id].title);
  });

  it('every flowchart and accident of the catalogue but the venomous list is a protocol', () => {
    const tools = [...toolsOf('flowchart'), ...toolsOf('venomous')].map((t) => t.id).filter((id) => id !== 'venomous');
    expect([...tools].sort()).toEqual([...ids].sort());
  });

  it('links an accident back to the venomous list and the others to /flowcharts', () => {
    expect(protocolTool('bothropic')).toEqual({ path: '/flowcharts/venomous/bothropic', title: 'Acidente Botrópico', backTo: BACK_TO_VENOMOUS });
    expect(protocolTool('seizure').backTo).toBe(BACK_TO_LIST);
    expect(BACK_TO_VENOMOUS).toEqual({ path: '/flowcharts/venomous', label: 'Animais Peçonhentos' });
  });
});
