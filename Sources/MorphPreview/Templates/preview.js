(() => {
  'use strict';
  const $ = (id) => document.getElementById(id);
  const SVG_NS = 'http://www.w3.org/2000/svg';
  const scene = document.querySelector('meta[name="morph-scene"]').content;
  const hasIndex = document.querySelector('meta[name="morph-index"]') !== null;

  const state = {
    review: null, error: null, time: 0, playing: false, speed: 1, loop: false,
    subject: { kind: 'transition', name: null }, device: '', orientation: 'portrait', rendering: 'svg',
    contentSizeCategory: '',
    driver: null, stageOrigin: { x: 0, y: 0 }, hovered: null, generation: 0, loadedGeneration: 0,
  };

  // ---- requests ----
  const query = () => {
    const params = new URLSearchParams();
    if (state.subject.kind === 'storyboard') params.set('storyboard', '1');
    else if (state.subject.kind === 'rotation') params.set('rotate', '1');
    else if (state.subject.name) params.set('transition', state.subject.name);
    if (state.device) {
      params.set('device', state.device);
      params.set('orientation', state.orientation);
    }
    if (state.contentSizeCategory) params.set('contentSizeCategory', state.contentSizeCategory);
    return params.toString();
  };

  const waitForLoad = (frame, url) => new Promise((resolve) => {
    frame.addEventListener('load', () => resolve(), { once: true });
    frame.src = url;
  });

  // Loads the review and the animation; keeps the current time when asked to (a live reload).
  const load = async ({ keepTime }) => {
    const generation = ++state.generation;
    const wanted = keepTime ? state.time : 0;
    let body;
    try {
      const response = await fetch(`/scene/${encodeURIComponent(scene)}/review.json?${query()}`, { cache: 'no-store' });
      body = response.ok ? await response.json() : { error: await response.text(), review: null };
    } catch (failure) {
      body = { error: `The preview server does not answer (${failure}).`, review: state.review };
    }
    if (generation !== state.generation) return;
    showError(body.error);
    if (body.review) {
      const changed = JSON.stringify(body.review) !== JSON.stringify(state.review) || state.driver === null
        || state.loadedRendering !== state.rendering;
      state.review = body.review;
      if (changed) await loadStage(generation);
      if (generation !== state.generation) return;
      renderChoices();
      renderTracks();
      renderDiagnostics();
      renderDownloads();
    }
    state.loadedGeneration = generation;
    seek(Math.min(wanted, state.review ? state.review.duration : 0));
  };

  const loadStage = async (generation) => {
    const review = state.review;
    const frame = $('frame');
    const url = state.rendering === 'svg' ? review.exports.svg : review.exports.html;
    const separator = url.includes('?') ? '&' : '?';
    state.driver = null;
    await waitForLoad(frame, `${url}${separator}v=${generation}`);
    if (generation !== state.generation) return;
    const doc = frame.contentDocument;
    const win = frame.contentWindow;
    let animations = [];
    if (state.rendering === 'html') {
      doc.documentElement.getBoundingClientRect();
      if (typeof win.morphPlay === 'function') await win.morphPlay();
      else doc.documentElement.classList.add('morph-play');
      doc.documentElement.getBoundingClientRect();
      animations = doc.getAnimations();
      for (const animation of animations) animation.pause();
    }
    const svgRoots = [...doc.querySelectorAll('svg')].filter((svg) => svg.ownerSVGElement === null);
    for (const svg of svgRoots) svg.pauseAnimations();
    state.driver = (time) => {
      for (const svg of svgRoots) svg.setCurrentTime(time);
      for (const animation of animations) animation.currentTime = time * 1000;
    };
    state.loadedRendering = state.rendering;
    const root = doc.querySelector('[data-morph-root]') ?? doc.documentElement;
    const width = Math.ceil(Math.max(doc.documentElement.scrollWidth, review.size[0]));
    const height = Math.ceil(Math.max(doc.documentElement.scrollHeight, review.size[1]));
    frame.style.width = `${width}px`;
    frame.style.height = `${height}px`;
    const rect = root.getBoundingClientRect();
    state.stageOrigin = { x: rect.left, y: rect.top };
    const overlay = $('overlay');
    overlay.style.left = `${rect.left}px`;
    overlay.style.top = `${rect.top}px`;
    overlay.setAttribute('width', review.size[0]);
    overlay.setAttribute('height', review.size[1]);
    overlay.setAttribute('viewBox', `0 0 ${review.size[0]} ${review.size[1]}`);
    doc.addEventListener('mousemove', (event) => hover(event.target.closest?.('[data-morph-id]'), event));
    doc.addEventListener('mouseleave', () => hover(null));
  };

  const showError = (message) => {
    state.error = message ?? null;
    $('error').hidden = !message;
    $('error-text').textContent = message ?? '';
  };

  // ---- choices ----
  const option = (value, text, selected) => {
    const element = document.createElement('option');
    element.value = value;
    element.textContent = text;
    element.selected = selected;
    return element;
  };

  const renderChoices = () => {
    const review = state.review;
    const subject = $('subject');
    const current = state.subject.kind === 'transition' ? `transition:${review.subject.name}` : state.subject.kind;
    subject.replaceChildren(
      ...review.choices.transitions.map((name) => option(`transition:${name}`, name, current === `transition:${name}`)),
      ...(review.choices.storyboard ? [option('storyboard', 'Storyboard', current === 'storyboard')] : []),
      ...(state.device ? [option('rotation', 'Rotation', current === 'rotation')] : []));
    const device = $('device');
    device.replaceChildren(option('', 'Scene size', state.device === ''),
      ...review.choices.devices.map((entry) => option(entry.id,
        `${entry.name} (${state.orientation === 'portrait' ? entry.width : entry.height} pt wide)`,
        state.device === entry.id)));
    $('text-size').replaceChildren(option('', 'Scene\u2019s', state.contentSizeCategory === ''),
      ...review.choices.contentSizeCategories.map((name) => option(name, name, state.contentSizeCategory === name)));
    $('rotate').disabled = !state.device;
    $('rotate').textContent = state.orientation === 'portrait' ? 'Rotate to landscape' : 'Rotate to portrait';
    $('morph-scene-title').textContent = review.scene.name ?? review.scene.slug;
    $('scrubber').max = String(review.duration);
  };

  // ---- time ----
  const keyTimes = () => state.review?.keyTimes ?? [0];

  const seek = (time) => {
    const duration = state.review?.duration ?? 0;
    state.time = Math.max(0, Math.min(time, duration));
    if (state.driver) state.driver(state.time);
    $('scrubber').value = String(state.time);
    $('clock').textContent = `${state.time.toFixed(3)} s / ${duration.toFixed(3)} s`;
    drawOverlay();
    for (const head of document.querySelectorAll('#tracks .playhead')) {
      head.style.left = `${duration > 0 ? (state.time / duration) * 100 : 0}%`;
    }
    if (state.hovered) describe(state.hovered);
  };

  let lastFrame = null;
  const tick = (now) => {
    if (!state.playing) return;
    const elapsed = lastFrame === null ? 0 : (now - lastFrame) / 1000;
    lastFrame = now;
    const duration = state.review?.duration ?? 0;
    let time = state.time + elapsed * state.speed;
    if (time >= duration) {
      if (state.loop && duration > 0) time %= duration;
      else {
        seek(duration);
        pause();
        return;
      }
    }
    seek(time);
    requestAnimationFrame(tick);
  };

  const play = () => {
    if (!state.review) return;
    if (state.time >= state.review.duration) seek(0);
    state.playing = true;
    lastFrame = null;
    $('play').textContent = 'Pause';
    $('play').setAttribute('aria-pressed', 'true');
    requestAnimationFrame(tick);
  };

  const pause = () => {
    state.playing = false;
    $('play').textContent = 'Play';
    $('play').setAttribute('aria-pressed', 'false');
  };

  const step = (direction) => {
    pause();
    const times = keyTimes();
    const epsilon = 1e-6;
    const target = direction > 0
      ? times.find((time) => time > state.time + epsilon) ?? times[times.length - 1]
      : [...times].reverse().find((time) => time < state.time - epsilon) ?? 0;
    seek(target);
  };

  // ---- overlays ----
  const currentTransition = () => {
    const transitions = state.review?.transitions ?? [];
    let current = transitions[0] ?? null;
    for (const transition of transitions) if (transition.start <= state.time + 1e-9) current = transition;
    return current;
  };

  const svgElement = (name, attributes, parent) => {
    const element = document.createElementNS(SVG_NS, name);
    for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
    parent.appendChild(element);
    return element;
  };

  const box = (frame, className, parent) => svgElement('rect', {
    x: frame[0], y: frame[1], width: Math.max(frame[2], 0), height: Math.max(frame[3], 0), class: className,
  }, parent);

  const label = (text, x, y, className, parent) => {
    const element = svgElement('text', { x, y, class: className }, parent);
    element.textContent = text;
  };

  const nameOf = (id) => state.review?.elements.find((element) => element.id === id)?.name ?? id;

  const drawOverlay = () => {
    const overlay = $('overlay');
    overlay.replaceChildren();
    const transition = currentTransition();
    if (!transition) return;
    const show = (id) => $(id).checked;
    const specs = state.time < transition.start ? transition.specsBefore : transition.specsAfter;
    if (show('show-specs')) {
      const group = svgElement('g', { 'data-overlay': 'specs' }, overlay);
      for (const spec of specs) {
        box(spec.frame, 'spec', group).dataset.path = spec.path;
        label(spec.kind, spec.frame[0] + 2, spec.frame[1] + 9, 'spec-label', group);
      }
    }
    const ids = Object.keys(transition.frames).sort();
    if (show('show-initial')) {
      const group = svgElement('g', { 'data-overlay': 'initial' }, overlay);
      for (const id of ids) {
        const frame = transition.frames[id].initial;
        if (frame) box(frame, 'initial', group).dataset.id = id;
      }
    }
    if (show('show-final')) {
      const group = svgElement('g', { 'data-overlay': 'final' }, overlay);
      for (const id of ids) {
        const frame = transition.frames[id].final;
        if (frame) box(frame, 'final', group).dataset.id = id;
      }
    }
    if (show('show-changes')) {
      const group = svgElement('g', { 'data-overlay': 'changes' }, overlay);
      for (const id of transition.inserted) {
        const frame = transition.frames[id]?.final;
        if (!frame) continue;
        box(frame, 'inserted', group).dataset.id = id;
        label(`+ ${nameOf(id)}`, frame[0] + 3, frame[1] + frame[3] - 3, 'change-label inserted-label', group);
      }
      for (const id of transition.removed) {
        const frame = transition.frames[id]?.initial;
        if (!frame) continue;
        box(frame, 'removed', group).dataset.id = id;
        label(`\u2212 ${nameOf(id)}`, frame[0] + 3, frame[1] + 11, 'change-label removed-label', group);
      }
    }
    if (state.hovered) drawHover(overlay, specs);
  };

  // ---- hover ----
  const hoveredFrame = (id) => {
    const doc = $('frame').contentDocument;
    const element = doc?.querySelector(`[data-morph-box="${CSS.escape(id)}"]`)
      ?? doc?.querySelector(`[data-morph-id="${CSS.escape(id)}"]`);
    if (!element) return null;
    const rect = element.getBoundingClientRect();
    return [rect.left - state.stageOrigin.x, rect.top - state.stageOrigin.y, rect.width, rect.height];
  };

  const drawHover = (overlay, specs) => {
    const id = state.hovered;
    const element = state.review.elements.find((entry) => entry.id === id);
    const frame = hoveredFrame(id);
    if (frame) box(frame, 'hovered', overlay);
    for (const spec of specs) {
      if (element?.name && spec.nodes.includes(element.name)) box(spec.frame, 'hovered-spec', overlay);
    }
  };

  const describe = (id) => {
    const element = state.review?.elements.find((entry) => entry.id === id);
    const info = $('node-info');
    if (!element) {
      info.textContent = 'Hover a node on the stage or in the tracks.';
      return;
    }
    const transition = currentTransition();
    const lines = [
      `${element.name ?? element.id} (${element.kind})`,
      `placed by: ${element.specPath || 'the root'}`,
    ];
    if (transition?.inserted.includes(id)) lines.push('inserted by this transition');
    if (transition?.removed.includes(id)) lines.push('removed by this transition');
    const frames = transition?.frames[id];
    if (frames?.initial) lines.push(`initial frame: ${frames.initial.join(', ')}`);
    if (frames?.final) lines.push(`final frame: ${frames.final.join(', ')}`);
    for (const track of element.tracks) {
      lines.push(`${track.property}: ${track.segments.map((segment) =>
        `${segment.start}\u2013${segment.end} s ${segment.curve}`).join('; ')}`);
    }
    info.replaceChildren(...lines.map((line) => {
      const row = document.createElement('div');
      row.textContent = line;
      return row;
    }));
  };

  const hover = (target, event) => {
    const id = target?.getAttribute('data-morph-id') ?? null;
    const tooltip = $('tooltip');
    if (id !== state.hovered) {
      state.hovered = id;
      for (const row of document.querySelectorAll('#tracks tr')) {
        row.classList.toggle('hovered', row.dataset.id === id);
      }
      describe(id);
      drawOverlay();
    }
    if (id && event) {
      tooltip.hidden = false;
      tooltip.textContent = nameOf(id);
      const frame = $('frame').getBoundingClientRect();
      const stage = $('stage').getBoundingClientRect();
      tooltip.style.left = `${event.clientX + frame.left - stage.left + 12}px`;
      tooltip.style.top = `${event.clientY + frame.top - stage.top + 12}px`;
    } else {
      tooltip.hidden = true;
    }
  };

  // The files the shown timeline can be saved as: "Download SVG · Storyboard SVG · HTML · Lottie".
  const renderDownloads = () => {
    const nav = $('downloads');
    const links = (state.review.exports.downloads ?? []).map((download) => {
      const link = document.createElement('a');
      link.href = download.url;
      link.download = download.file;
      link.textContent = download.label;
      return link;
    });
    nav.replaceChildren(...(links.length === 0 ? [] : [document.createTextNode('Download'), ...links]));
  };

  // ---- tracks ----
  // What the planner noticed and the document's warnings: "<display image> at 0 s: message".
  const renderDiagnostics = () => {
    const list = $('diagnostics-list');
    list.replaceChildren();
    const diagnostics = state.review.diagnostics ?? [];
    for (const diagnostic of diagnostics) {
      const item = document.createElement('li');
      const time = diagnostic.time === null || diagnostic.time === undefined ? '' : ` at ${diagnostic.time} s`;
      item.textContent = `${diagnostic.subject}${time}: ${diagnostic.message}`;
      list.append(item);
    }
    $('diagnostics').hidden = diagnostics.length === 0;
  };

  const renderTracks = () => {
    const review = state.review;
    const duration = review.duration || 1;
    const percent = (time) => `${(time / duration) * 100}%`;
    const table = document.createElement('table');
    for (const element of review.elements) {
      const rows = element.tracks.length ? element.tracks : [{ property: 'present', segments: [] }];
      rows.forEach((track, index) => {
        const row = table.insertRow();
        row.dataset.id = element.id;
        const name = row.insertCell();
        name.className = 'name';
        if (index === 0) name.textContent = element.name ?? element.id;
        const property = row.insertCell();
        property.className = 'property';
        property.textContent = track.property;
        const lane = document.createElement('div');
        lane.className = 'lane';
        if (index === 0) {
          for (const [start, end] of element.presence) {
            const bar = document.createElement('div');
            bar.className = 'presence';
            bar.style.left = percent(start);
            bar.style.width = percent((end ?? review.duration) - start);
            lane.appendChild(bar);
          }
        }
        for (const segment of track.segments) {
          const bar = document.createElement('div');
          bar.className = 'segment';
          bar.style.left = percent(segment.start);
          bar.style.width = percent(Math.max(segment.end - segment.start, duration / 400));
          bar.title = `${track.property} ${segment.start}\u2013${segment.end} s, ${segment.curve}`;
          bar.textContent = segment.curve;
          lane.appendChild(bar);
        }
        const head = document.createElement('div');
        head.className = 'playhead';
        lane.appendChild(head);
        lane.addEventListener('click', (event) => {
          const rect = lane.getBoundingClientRect();
          pause();
          seek(((event.clientX - rect.left) / rect.width) * review.duration);
        });
        const cell = row.insertCell();
        cell.appendChild(lane);
        row.addEventListener('mouseenter', () => hover({ getAttribute: () => element.id }));
      });
    }
    $('tracks').replaceChildren(table);
  };

  // ---- controls ----
  $('play').addEventListener('click', () => (state.playing ? pause() : play()));
  $('previous').addEventListener('click', () => step(-1));
  $('next').addEventListener('click', () => step(1));
  $('scrubber').addEventListener('input', () => {
    pause();
    seek(Number($('scrubber').value));
  });
  $('speed').addEventListener('change', () => { state.speed = Number($('speed').value); });
  $('loop').addEventListener('change', () => { state.loop = $('loop').checked; });
  for (const id of ['show-initial', 'show-final', 'show-specs', 'show-changes']) {
    $(id).addEventListener('change', drawOverlay);
  }
  $('subject').addEventListener('change', () => {
    const value = $('subject').value;
    pause();
    state.subject = value.startsWith('transition:')
      ? { kind: 'transition', name: value.slice('transition:'.length) }
      : { kind: value, name: null };
    load({ keepTime: false });
  });
  $('device').addEventListener('change', () => {
    pause();
    state.device = $('device').value;
    if (!state.device && state.subject.kind === 'rotation') state.subject = { kind: 'transition', name: null };
    load({ keepTime: false });
  });
  $('text-size').addEventListener('change', () => {
    pause();
    state.contentSizeCategory = $('text-size').value;
    load({ keepTime: true });
  });
  const rotate = () => {
    if (!state.device) return;
    pause();
    const rotation = state.subject.kind === 'rotation';
    if (rotation) state.orientation = state.orientation === 'portrait' ? 'landscape' : 'portrait';
    state.subject = { kind: 'rotation', name: null };
    load({ keepTime: false }).then(play);
  };
  $('rotate').addEventListener('click', rotate);
  $('rendering').addEventListener('change', () => {
    state.rendering = $('rendering').value;
    load({ keepTime: true });
  });
  document.addEventListener('keydown', (event) => {
    if (event.target instanceof HTMLSelectElement || event.target instanceof HTMLInputElement && event.target.type !== 'range') return;
    if (event.key === ' ') { event.preventDefault(); state.playing ? pause() : play(); }
    else if (event.key === 'ArrowRight' && event.shiftKey) { event.preventDefault(); pause(); seek(state.time + 1 / 60); }
    else if (event.key === 'ArrowLeft' && event.shiftKey) { event.preventDefault(); pause(); seek(state.time - 1 / 60); }
    else if (event.key === 'ArrowRight') { event.preventDefault(); step(1); }
    else if (event.key === 'ArrowLeft') { event.preventDefault(); step(-1); }
    else if (event.key === 'Home') { event.preventDefault(); pause(); seek(0); }
    else if (event.key === 'End') { event.preventDefault(); pause(); seek(state.review?.duration ?? 0); }
    else if (event.key === 'r' || event.key === 'R') { rotate(); }
  });

  // ---- live reload ----
  // A change of this scene reloads it. The stream reconnects by itself when the server goes away;
  // a server that answers with another id is a new one (a rebuilt Swift previews executable), and
  // the scene is reloaded from it.
  const listen = () => {
    const events = new EventSource('/events');
    let server = null;
    events.addEventListener('ready', (event) => {
      const id = JSON.parse(event.data).server ?? null;
      if (server !== null && id !== server) load({ keepTime: true });
      server = id;
    });
    events.addEventListener('change', (event) => {
      const change = JSON.parse(event.data);
      if (change.scene === scene) load({ keepTime: true });
    });
  };

  $('index-link').hidden = !hasIndex;
  window.morphPreview = {
    state, seek, play, pause, step, load,
    get ready() { return state.review !== null && state.driver !== null && state.loadedGeneration === state.generation; },
  };
  listen();
  load({ keepTime: false });
})();
