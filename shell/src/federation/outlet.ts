/**
 * The content-area element remotes mount into. It lives outside React so single-spa can mount an
 * app whenever it likes; the layout attaches it to the page (see ModuleOutlet).
 */
export const outletElement: HTMLDivElement = document.createElement('div');
outletElement.dataset.testid = 'module-outlet';

export function appContainer(id: string): HTMLElement {
  const elementId = `single-spa-application:${id}`;
  let element = outletElement.querySelector<HTMLElement>(`[id="${elementId}"]`);
  if (!element) {
    element = document.createElement('div');
    element.id = elementId;
    outletElement.appendChild(element);
  }
  return element;
}
