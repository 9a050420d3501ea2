// Measurements the layout tests take inside the page (tests/e2e/layout*.test.ts), installed as
// `window.layoutProbes` by an init script: plain JavaScript, so that what runs in the browser is
// exactly this text. Everything is in CSS pixels of the viewport.
window.layoutProbes = {
  /** Whether the element is drawn: in the layout, not hidden, with a box. */
  isShown(element) {
    if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  },

  /**
   * The topmost element at each point, described by where it sits: `inside` is the index of the
   * first of `containers` (selectors) holding it, or -1 with the element's tag and classes.
   */
  paintersAt(points, containers) {
    return points.map(([x, y]) => {
      const element = document.elementFromPoint(x, y);
      const inside = containers.findIndex((selector) => element?.closest(selector));
      return { x, y, inside, element: element ? `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}` : 'nothing' };
    });
  },

  /**
   * Texts inside `root` that something cuts off without an ellipsis: the text's box runs past an
   * ancestor that hides its overflow, and that ancestor is not the text's own box drawing an
   * ellipsis (a one-line `text-overflow: ellipsis` or a line clamp).
   */
  clippedTexts(rootSelector) {
    const found = [];
    for (const root of document.querySelectorAll(rootSelector)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent.trim();
        const parent = node.parentElement;
        if (!text || !parent || !this.isShown(parent)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const textBox = range.getBoundingClientRect();
        if (textBox.width === 0) continue;
        for (let clipper = parent; clipper && clipper !== document.body; clipper = clipper.parentElement) {
          const style = getComputedStyle(clipper);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          const box = clipper.getBoundingClientRect();
          // A visually hidden text (a 1 px box that clips) is for screen readers only.
          if (box.width <= 1 || box.height <= 1) break;
          const cutX = (textBox.right > box.right + 1 || textBox.left < box.left - 1) && /hidden|clip/.test(style.overflowX);
          const cutY = textBox.bottom > box.bottom + 1 && /hidden|clip/.test(style.overflowY);
          // A box that scrolls in that direction shows the rest on scroll; one that fits it ends the search.
          if (!cutX && !cutY) {
            if (style.overflowX !== 'visible' && style.overflowY !== 'visible') break;
            continue;
          }
          const ownBlock = clipper === parent || (clipper.contains(parent) && getComputedStyle(parent).display.startsWith('inline'));
          const ellipsis = style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none';
          if (!(ownBlock && ellipsis)) found.push({ text: text.slice(0, 60), clippedBy: `${clipper.tagName.toLowerCase()}.${[...clipper.classList].join('.')}` });
          break;
        }
      }
    }
    return found;
  },

  /** The box of what an element draws: its text and its icons, without padding. */
  inkBox(element) {
    const boxes = [];
    const range = document.createRange();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeType === Node.TEXT_NODE) {
        if (!node.textContent.trim() || !this.isShown(node.parentElement)) continue;
        range.selectNodeContents(node);
        boxes.push(range.getBoundingClientRect());
      } else if (/^(svg|img)$/i.test(node.tagName) && this.isShown(node)) {
        boxes.push(node.getBoundingClientRect());
      }
    }
    if (boxes.length === 0) return element.getBoundingClientRect();
    return {
      left: Math.min(...boxes.map((box) => box.left)),
      right: Math.max(...boxes.map((box) => box.right)),
      top: Math.min(...boxes.map((box) => box.top)),
      bottom: Math.max(...boxes.map((box) => box.bottom)),
    };
  },

  /**
   * Pairs of controls (links, buttons, inputs) inside `root`, among those drawn and not nested in
   * each other, whose boxes overlap or whose texts and icons come closer than `minimumInkGap`.
   */
  touchingControls(rootSelector, minimumInkGap = 4) {
    const root = document.querySelector(rootSelector);
    if (!root) return [`no ${rootSelector}`];
    const controls = [...root.querySelectorAll('a[href], button, input, [role="button"], summary')].filter(
      (element) => this.isShown(element) && !element.closest('[hidden], .rp-hover-group, [role="dialog"]'),
    );
    const outer = controls.filter((element) => !controls.some((other) => other !== element && other.contains(element)));
    const name = (element) => (element.getAttribute('aria-label') || element.textContent || element.className).trim().slice(0, 30);
    const gap = (a, b) => Math.max(b.left - a.right, a.left - b.right, b.top - a.bottom, a.top - b.bottom);
    const pairs = [];
    for (let i = 0; i < outer.length; i++) {
      for (let j = i + 1; j < outer.length; j++) {
        const boxGap = gap(outer[i].getBoundingClientRect(), outer[j].getBoundingClientRect());
        const inkGap = gap(this.inkBox(outer[i]), this.inkBox(outer[j]));
        if (boxGap < 0 || inkGap < minimumInkGap) {
          pairs.push(`${name(outer[i])} | ${name(outer[j])} (boxes ${Math.round(boxGap)} px, ink ${Math.round(inkGap)} px apart)`);
        }
      }
    }
    return pairs;
  },

  /** The boxes of the lines a text element's characters sit on: the text of each line. */
  lineTexts(element) {
    const lines = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    let lastTop;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement.closest('[aria-hidden="true"], .rp-header-anchor')) continue;
      for (let i = 0; i < node.textContent.length; i++) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = range.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) continue;
        if (lastTop === undefined || box.top > lastTop + box.height / 2) {
          lines.push('');
          lastTop = box.top;
        }
        lines[lines.length - 1] += node.textContent[i];
      }
    }
    return lines.map((line) => line.trim()).filter(Boolean);
  },
};
