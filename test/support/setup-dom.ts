import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

/*
 * Two costs of the component tests that tell nothing, measured on the campaigns page's tests: about a
 * third of their time went into jsdom's `getComputedStyle` (every role query asks it of each candidate
 * and its ancestors, and jsdom matches its whole default stylesheet on each call), and a tenth into
 * printing the DOM for errors that `findBy…`/`waitFor` throw away while they poll.
 */

/**
 * A style only changes when the document does: the answer is kept until the next mutation. The
 * observer's pending records are read synchronously on each call, so a change made just before (a
 * click's re-render, say) is never answered from before it. Installed once per jsdom (test files that
 * share a worker share it, and run this file each).
 */
function rememberStyles() {
  const computeStyle = window.getComputedStyle.bind(window);
  let styles = new WeakMap<Element, CSSStyleDeclaration>();
  const changes = new MutationObserver(() => {
    styles = new WeakMap();
  });
  changes.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  return (element: Element, pseudoElement?: string | null) => {
    if (pseudoElement) return computeStyle(element, pseudoElement);
    if (changes.takeRecords().length > 0) styles = new WeakMap();
    let style = styles.get(element);
    if (!style) {
      style = computeStyle(element);
      styles.set(element, style);
    }
    return style;
  };
}
const installed = window as { stylesRemembered?: true };
if (!installed.stylesRemembered) {
  window.getComputedStyle = rememberStyles();
  installed.stylesRemembered = true;
}

/**
 * While `waitFor` polls it marks its tries (testing-library's `_disableExpensiveErrorDiagnostics`): their
 * errors are only kept for the last one, which is made again with the DOM printed when it times out.
 */
const describeFailure = getConfig().getElementError;
configure({
  getElementError: (message, container) =>
    (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics
      ? Object.assign(new Error(message ?? ''), { name: 'TestingLibraryElementError' })
      : describeFailure(message, container),
});
