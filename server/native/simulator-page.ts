// The native shell simulator's page (GET /dev/shell, a development tool): the app in a frame, with the shell's
// JavaScript interface injected into it, and the shell's side of adapters/native/PROTOCOL.md played by the page's
// script, set from a control panel. Self-contained: its style and script are inline, allowed by the CSP nonce of
// its answer.
import { escapeHtml } from '../mail/mailer';

/** Where the page keeps its settings (and the shell's keychain) in localStorage. */
export const SIMULATOR_STORAGE_KEY = 'celeiro.dev-shell';

/** The biometry types the shell may report (NativeReplies['isBiometryAvailable']['type']). */
export const SIMULATOR_BIOMETRY_TYPES = ['TouchID', 'FaceID', 'OpticID', 'Fingerprint', 'Face', 'Iris'] as const;

const STYLE = String.raw`
  body { font-family: system-ui, sans-serif; margin: 0; padding: 1rem; display: flex; flex-wrap: wrap; gap: 1rem;
    align-items: flex-start; background: #f3f4f6; color: #111827; }
  #panel { flex: 1 1 22rem; max-width: 30rem; }
  h1 { font-size: 1.25rem; margin: 0 0 .5rem; }
  h2 { font-size: 1rem; margin: 1rem 0 .25rem; }
  p { margin: .25rem 0; }
  fieldset { border: 1px solid #9ca3af; border-radius: .5rem; margin: 0 0 .75rem; padding: .5rem .75rem; background: #fff; }
  legend { font-weight: 600; padding: 0 .25rem; }
  .row { display: flex; align-items: center; gap: .5rem; margin: .35rem 0; flex-wrap: wrap; }
  output, code { font-family: ui-monospace, monospace; word-break: break-all; }
  button { padding: .3rem .7rem; }
  #log { font-family: ui-monospace, monospace; font-size: .8rem; background: #fff; border: 1px solid #9ca3af;
    border-radius: .5rem; margin: 0; padding: .5rem .5rem .5rem 2.5rem; max-height: 18rem; overflow: auto;
    word-break: break-all; min-height: 2rem; }
  #phone { flex: none; }
  #app { display: block; width: 390px; height: 800px; max-height: calc(100vh - 2rem); border: 10px solid #1f2937;
    border-radius: 1.5rem; background: #fff; }
`;

// Plain ES5-style script with no template literals of its own: `${…}` here is this module's (the storage key and
// the types).
const SCRIPT = String.raw`
(function () {
  'use strict';
  var KEY = '${SIMULATOR_STORAGE_KEY}';
  var TYPES = ${JSON.stringify(SIMULATOR_BIOMETRY_TYPES)};
  var DEFAULT_START = '/pages/login';
  var query = new URLSearchParams(location.search);
  var byId = function (id) { return document.getElementById(id); };
  var frame = byId('app');
  var ui = {
    available: byId('biometry-available'),
    type: byId('biometry-type'),
    passes: byId('check-passes'),
    silent: byId('silent'),
    speech: byId('speech'),
    secret: byId('kept-secret'),
    invalidated: byId('invalidated'),
    enrolAgain: byId('enrol-again'),
    token: byId('push-token'),
    pushId: byId('push-id'),
    pushOpened: byId('push-opened'),
    coldStart: byId('cold-start'),
    deliver: byId('deliver-push'),
    pending: byId('pending-push'),
    restart: byId('restart-app'),
    clearLog: byId('clear-log'),
    log: byId('log')
  };

  /** A query flag: true for true or 1, false for false or 0, undefined when absent or anything else. */
  function flagOf(name) {
    var value = query.get(name);
    if (value === 'true' || value === '1') return true;
    if (value === 'false' || value === '0') return false;
    return undefined;
  }

  /** The settings: the defaults, then the stored ones (unless reset=true), then the query's. */
  function loadState() {
    var state = { available: true, type: 'FaceID', passes: true, silent: false, speech: true, secret: null, invalidated: false,
      token: 'sim-push-token-1' };
    var stored = null;
    if (flagOf('reset') !== true) {
      try { stored = JSON.parse(localStorage.getItem(KEY) || 'null'); } catch (error) { stored = null; }
    }
    if (stored && typeof stored === 'object') {
      ['available', 'passes', 'silent', 'speech', 'invalidated'].forEach(function (name) {
        if (typeof stored[name] === 'boolean') state[name] = stored[name];
      });
      if (TYPES.indexOf(stored.type) >= 0) state.type = stored.type;
      if (typeof stored.secret === 'string' || stored.secret === null) state.secret = stored.secret;
      if (typeof stored.token === 'string') state.token = stored.token;
    }
    ['available', 'passes', 'silent', 'speech'].forEach(function (name) {
      var flag = flagOf(name);
      if (flag !== undefined) state[name] = flag;
    });
    if (TYPES.indexOf(query.get('type')) >= 0) state.type = query.get('type');
    if (query.has('token')) state.token = (query.get('token') || '').trim();
    return state;
  }

  var state = loadState();
  /** The opened push a cold start delivers after the next appReady. */
  var pending = null;
  /** The app's window that last said appReady. */
  var readyWindow = null;

  function render() {
    ui.available.checked = state.available;
    ui.type.value = state.type;
    ui.type.disabled = !state.available;
    ui.passes.checked = state.passes;
    ui.silent.checked = state.silent;
    ui.speech.checked = state.speech;
    ui.secret.textContent = state.secret === null ? 'none' : state.secret;
    ui.invalidated.textContent = state.invalidated ? 'yes (a new enrolment dropped the secret)' : 'no';
    if (document.activeElement !== ui.token) ui.token.value = state.token;
    ui.pending.textContent = pending ? 'item ' + pending.userdata.custom.id + ', after the next appReady' : 'none';
  }

  function save() {
    try { localStorage.setItem(KEY, JSON.stringify(state)); } catch (error) { /* unavailable: this page only */ }
    render();
  }

  /** The app's address: start (a path of this origin, default the login page) with isApp=true. */
  function startAddress() {
    var url = null;
    try { url = new URL(query.get('start') || DEFAULT_START, location.href); } catch (error) { url = null; }
    if (!url || url.origin !== location.origin || url.pathname.indexOf('/dev/') === 0) url = new URL(DEFAULT_START, location.href);
    url.searchParams.set('isApp', 'true');
    return url.pathname + url.search + url.hash;
  }

  /** Starts the app anew at its start address (a new app start). */
  function startApp() {
    var address = startAddress();
    var win = frame.contentWindow;
    if (win && frame.getAttribute('src')) {
      try { win.location.replace(address); return; } catch (error) { /* another origin: set the frame's address */ }
    }
    frame.src = address;
  }

  /** What the shell posts to the app: JSON text, as the native shells do. */
  function send(win, data) {
    if (win) win.postMessage(JSON.stringify(data), '*');
  }

  /** A message's payload as the log shows it (a document's content only by its length). */
  function summary(type, payload) {
    if (payload === undefined) return '';
    if (type === 'openDocument' && payload && typeof payload === 'object') {
      var shown = { url: payload.url, filename: payload.filename, extension: payload.extension, mimeType: payload.mimeType };
      if (typeof payload.blob === 'string') shown.blobLength = payload.blob.length;
      return JSON.stringify(shown);
    }
    return JSON.stringify(payload);
  }

  function log(type, detail) {
    var item = document.createElement('li');
    item.setAttribute('data-type', type);
    item.textContent = detail ? type + ' ' + detail : type;
    ui.log.appendChild(item);
    ui.log.scrollTop = ui.log.scrollHeight;
  }

  /** The voices of the shell's speech. */
  var VOICES = [{ name: 'Sim Luciana', lang: 'pt-BR' }, { name: 'Sim Joana', lang: 'pt-PT' },
    { name: 'Sim Daniel', lang: 'en-GB' }, { name: 'Sim Mónica', lang: 'es-ES' }, { name: 'Sim Diego', lang: 'es-AR' }];
  /** The text the shell's speech reads: its utterance, the window to tell and the timer of its end. */
  var speaking = null;

  /** The shell's speech ends the text it reads (read to its end, or stopped) and tells the app. */
  function endSpeech(finished) {
    if (!speaking) return;
    var ended = speaking;
    speaking = null;
    clearTimeout(ended.timer);
    send(ended.win, { event: 'speechEnded', utterance: ended.utterance, finished: finished });
  }

  /** The result of a request, per PROTOCOL.md; null for an unknown type. */
  function resultOf(type, payload, win) {
    if ((type === 'speechVoices' || type === 'speak' || type === 'stopSpeaking') && !state.speech) return null;
    switch (type) {
      case 'speechVoices':
        return { voices: VOICES };
      case 'speak': {
        var voiced = VOICES.some(function (voice) { return voice.lang === payload.lang; });
        if (!voiced || typeof payload.text !== 'string' || typeof payload.utterance !== 'string') return { started: false };
        endSpeech(false);
        // A simulated reading: about 15 characters a second at rate 1.
        var rate = typeof payload.rate === 'number' && payload.rate > 0 ? payload.rate : 1;
        var ms = Math.min(8000, Math.max(300, (payload.text.length * 1000) / (15 * rate)));
        speaking = { utterance: payload.utterance, win: win, timer: setTimeout(function () { endSpeech(true); }, ms) };
        return { started: true };
      }
      case 'stopSpeaking':
        endSpeech(false);
        return { stopped: true };
      case 'isBiometryAvailable':
        return { available: state.available, type: state.available ? state.type : null };
      case 'displayBiometry':
        return { passed: state.available && state.passes };
      case 'getBiometrySecret':
        return { secret: state.invalidated ? null : state.secret, invalidated: state.invalidated };
      case 'saveBiometrySecret':
        // Like a shell whose keychain cannot drop the secret on a new enrolment or keep it out of backups.
        if (typeof payload.secret !== 'string' || payload.secret === '' || payload.invalidateOnNewEnrollment !== true ||
          payload.disableBackup !== true) return { saved: false };
        state.secret = payload.secret;
        state.invalidated = false;
        save();
        return { saved: true };
      case 'openExternalURL':
      case 'openImage':
      case 'openDocument':
        return { opened: true };
      default:
        return null;
    }
  }

  /** appReady: the push token, then the push that started the app. */
  function ready(win) {
    readyWindow = win;
    if (state.token) send(win, { event: 'pushToken', token: state.token });
    if (pending) {
      var push = pending;
      pending = null;
      render();
      send(win, push);
    }
  }

  /** A message the app posted through the interface. */
  function receive(win, text) {
    var message = null;
    try { message = JSON.parse(text); } catch (error) { message = null; }
    if (!message || typeof message !== 'object' || Array.isArray(message)) {
      log('(not JSON)', text);
      return;
    }
    var type = typeof message.type === 'string' ? message.type : '(no type)';
    log(type, summary(type, message.payload));
    if (type === 'appReady') return ready(win);
    if (message.id === undefined || message.id === null || state.silent) return;
    var payload = message.payload && typeof message.payload === 'object' ? message.payload : {};
    var result = resultOf(type, payload, win);
    send(win, result ? { id: message.id, ok: true, result: result } : { id: message.id, ok: false, error: 'unknown message' });
  }

  /** Gives the frame's current window the shell's interface when it has none (a new document after each navigation). */
  function inject() {
    var win = frame.contentWindow;
    if (!win) return;
    try {
      if (win.ReactNativeWebView) return;
      win.ReactNativeWebView = {
        postMessage: function (text) {
          var message = String(text);
          // Handled in a task of its own, as a native shell does: nothing here throws into the app.
          setTimeout(function () { receive(win, message); }, 0);
        }
      };
    } catch (error) { /* a document of another origin: nothing to inject */ }
  }

  // As early as possible in each new document: on every animation frame and every few milliseconds (the app's
  // scripts are modules, run once the document is parsed), and at its load at the latest.
  function everyFrame() {
    inject();
    window.requestAnimationFrame(everyFrame);
  }
  if (window.requestAnimationFrame) window.requestAnimationFrame(everyFrame);
  setInterval(inject, 5);
  frame.addEventListener('load', inject);

  ui.available.addEventListener('change', function () { state.available = ui.available.checked; save(); });
  ui.type.addEventListener('change', function () { state.type = ui.type.value; save(); });
  ui.passes.addEventListener('change', function () { state.passes = ui.passes.checked; save(); });
  ui.silent.addEventListener('change', function () { state.silent = ui.silent.checked; save(); });
  ui.speech.addEventListener('change', function () { state.speech = ui.speech.checked; save(); });
  ui.enrolAgain.addEventListener('click', function () {
    state.secret = null;
    state.invalidated = true;
    save();
  });
  ui.token.addEventListener('change', function () {
    state.token = ui.token.value.trim();
    save();
    var win = frame.contentWindow;
    if (state.token && win && win === readyWindow) send(win, { event: 'pushToken', token: state.token });
  });
  ui.deliver.addEventListener('click', function () {
    if (!ui.pushId.reportValidity()) return;
    var push = { event: 'push', opened: ui.pushOpened.checked,
      userdata: { custom: { action: 'openPage', id: Number(ui.pushId.value) } } };
    if (push.opened && ui.coldStart.checked) {
      pending = push;
      render();
      startApp();
    } else send(frame.contentWindow, push);
  });
  ui.restart.addEventListener('click', startApp);
  ui.clearLog.addEventListener('click', function () { ui.log.textContent = ''; });

  save();
  inject();
  startApp();
})();
`;

const TYPE_OPTIONS = SIMULATOR_BIOMETRY_TYPES.map((type) => `<option value="${type}">${type}</option>`).join('');

/** The simulator's page; `nonce` is its answer's CSP nonces (the inline script's and style's). */
export function simulatorPage(nonce: { script: string; style: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Native shell simulator (dev)</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style nonce="${escapeHtml(nonce.style)}">${STYLE}</style>
</head>
<body>
<main id="panel">
<h1>Native shell simulator (dev)</h1>
<p>The app runs in the frame as inside the phone's shell: this page answers its messages (adapters/native/PROTOCOL.md).</p>
<fieldset>
<legend>Biometry</legend>
<div class="row"><input type="checkbox" id="biometry-available" data-testid="biometry-available" checked><label for="biometry-available">Biometry available</label></div>
<div class="row"><label for="biometry-type">Biometry type</label><select id="biometry-type" data-testid="biometry-type">${TYPE_OPTIONS}</select></div>
<div class="row"><input type="checkbox" id="check-passes" data-testid="check-passes" checked><label for="check-passes">The user passes the biometric check</label></div>
<div class="row"><label for="kept-secret">Secret kept by the shell</label><output id="kept-secret" data-testid="kept-secret">none</output></div>
<div class="row"><span id="invalidated-label">Invalidated</span><output id="invalidated" data-testid="invalidated" aria-labelledby="invalidated-label">no</output></div>
<div class="row"><button type="button" id="enrol-again" data-testid="enrol-again">Enrol again (a new fingerprint drops the secret)</button></div>
</fieldset>
<fieldset>
<legend>Shell</legend>
<div class="row"><input type="checkbox" id="silent" data-testid="silent"><label for="silent">Silent: never answer a request (the app times out after 8 s)</label></div>
<div class="row"><input type="checkbox" id="speech" data-testid="speech" checked><label for="speech">Speech: the shell reads aloud (pt-BR, pt-PT, en-GB, es-ES, es-AR)</label></div>
<div class="row"><button type="button" id="restart-app" data-testid="restart-app">Restart the app</button></div>
</fieldset>
<fieldset>
<legend>Push</legend>
<div class="row"><label for="push-token">Push token</label><input id="push-token" data-testid="push-token" value="sim-push-token-1" autocomplete="off"></div>
<div class="row"><label for="push-id">Item id</label><input type="number" id="push-id" data-testid="push-id" min="1" step="1" value="1" required></div>
<div class="row"><input type="checkbox" id="push-opened" data-testid="push-opened" checked><label for="push-opened">Opened (the user tapped it)</label></div>
<div class="row"><input type="checkbox" id="cold-start" data-testid="cold-start"><label for="cold-start">Cold start (the tap starts the app)</label></div>
<div class="row"><button type="button" id="deliver-push" data-testid="deliver-push">Deliver the push</button></div>
<div class="row"><span id="pending-label">Waiting for appReady</span><output id="pending-push" data-testid="pending-push" aria-labelledby="pending-label">none</output></div>
</fieldset>
<h2 id="log-title">Messages from the app</h2>
<ol id="log" data-testid="log" aria-labelledby="log-title"></ol>
<div class="row"><button type="button" id="clear-log" data-testid="clear-log">Clear the log</button></div>
</main>
<div id="phone"><iframe id="app" title="App" data-testid="app"></iframe></div>
<script nonce="${escapeHtml(nonce.script)}">${SCRIPT}</script>
</body>
</html>
`;
}
