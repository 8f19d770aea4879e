(() => {
  'use strict';
  const svgNamespace = 'http://www.w3.org/2000/svg';
  const seconds = (time) => `${Math.round(time * 1000) / 1000} s`;

  // One transition's part of the page: its renderings, scrubber, peaks and table, kept at one time.
  const setUp = (section) => {
    const duration = Number(section.dataset.duration);
    const scrub = section.querySelector('input.scrub');
    const output = section.querySelector('output.time');
    const button = section.querySelector('button.play');
    const rows = [...section.querySelectorAll('table.changes tbody tr')];
    const changed = { old: new Set(), new: new Set() };
    for (const row of rows) {
      if (row.dataset.oldId) changed.old.add(row.dataset.oldId);
      if (row.dataset.newId) changed.new.add(row.dataset.newId);
    }
    const state = { section, duration, time: 0, playing: false, ready: false, selected: null, views: [] };

    const box = (doc, id) => doc.querySelector(`[data-morph-box="${CSS.escape(id)}"]`)
      ?? doc.querySelector(`[data-morph-id="${CSS.escape(id)}"]`);

    const drawOutlines = () => {
      for (const figure of section.querySelectorAll('figure.stage')) {
        const overlay = figure.querySelector('svg.outlines');
        overlay.replaceChildren();
        for (const view of state.views.filter((candidate) => candidate.figure === figure)) {
          for (const id of changed[view.side]) {
            const element = box(view.doc, id);
            if (!element) continue;
            const rect = element.getBoundingClientRect();
            if (rect.width === 0 && rect.height === 0) continue;
            const outline = document.createElementNS(svgNamespace, 'rect');
            outline.setAttribute('x', rect.left);
            outline.setAttribute('y', rect.top);
            outline.setAttribute('width', rect.width);
            outline.setAttribute('height', rect.height);
            outline.setAttribute('class', `${view.side}${state.selected && state.selected.dataset[`${view.side}Id`] === id ? ' selected' : ''}`);
            outline.dataset.id = id;
            outline.dataset.side = view.side;
            overlay.append(outline);
          }
        }
      }
    };

    const seek = (time) => {
      state.time = Math.min(Math.max(Number(time) || 0, 0), duration);
      for (const view of state.views) view.svg.setCurrentTime(state.time);
      scrub.value = String(state.time);
      output.textContent = seconds(state.time);
      drawOutlines();
    };

    const stop = () => {
      state.playing = false;
      button.textContent = 'Play';
    };

    const play = () => {
      if (state.playing) return stop();
      if (state.time >= duration) seek(0);
      state.playing = true;
      button.textContent = 'Pause';
      let last = performance.now();
      const step = (now) => {
        if (!state.playing) return;
        seek(state.time + (now - last) / 1000);
        last = now;
        if (state.time >= duration) return stop();
        requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
    };

    const select = (row) => {
      stop();
      for (const other of rows) other.classList.toggle('selected', other === row);
      state.selected = row;
      seek(row.dataset.time ?? 0);
    };

    button.addEventListener('click', play);
    scrub.addEventListener('input', () => { stop(); seek(scrub.value); });
    for (const peak of section.querySelectorAll('.peak')) {
      peak.addEventListener('click', () => { stop(); seek(peak.dataset.time); });
    }
    for (const row of rows) {
      row.addEventListener('click', () => select(row));
      row.addEventListener('keydown', (event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          select(row);
        }
      });
    }
    const mix = section.querySelector('input.mix');
    if (mix) {
      const over = section.querySelector('iframe.over');
      mix.addEventListener('input', () => { over.style.opacity = mix.value; });
    }

    const frames = [...section.querySelectorAll('iframe')];
    const loaded = frames.map((iframe) => new Promise((resolve) => {
      const attach = () => {
        const doc = iframe.contentDocument;
        const svg = doc && doc.querySelector('svg');
        if (!svg) return false;
        svg.pauseAnimations();
        iframe.style.width = `${svg.width.baseVal.value}px`;
        iframe.style.height = `${svg.height.baseVal.value}px`;
        state.views.push({ iframe, doc, svg, side: iframe.dataset.side, figure: iframe.closest('figure') });
        resolve();
        return true;
      };
      if (!(iframe.contentDocument && iframe.contentDocument.readyState === 'complete' && attach())) {
        iframe.addEventListener('load', attach, { once: true });
      }
    }));
    Promise.all(loaded).then(() => {
      seek(0);
      state.ready = true;
    });
    return { state, seek, play, select };
  };

  const subjects = [...document.querySelectorAll('section.subject[data-duration]')].map(setUp);
  window.morphReview = {
    subjects,
    get ready() { return subjects.every((subject) => subject.state.ready); },
  };
})();
