// The door's yes and no without looking: a high short tone, or two low ones (WebAudio, no file to
// fetch offline), and a buzz on phones.
let context: AudioContext | null = null;

function tone(ctx: AudioContext, frequency: number, start: number, length: number) {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = 'square';
  osc.frequency.value = frequency;
  gain.gain.setValueAtTime(0.15, ctx.currentTime + start);
  gain.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + start + length);
  osc.connect(gain).connect(ctx.destination);
  osc.start(ctx.currentTime + start);
  osc.stop(ctx.currentTime + start + length);
}

export function playAnswer(ok: boolean): void {
  try {
    context ??= new AudioContext();
    void context.resume();
    if (ok) tone(context, 1320, 0, 0.18);
    else {
      tone(context, 220, 0, 0.22);
      tone(context, 220, 0.3, 0.22);
    }
  } catch {
    // No audio (a browser without WebAudio): the colour and the buzz still answer.
  }
  if ('vibrate' in navigator) navigator.vibrate(ok ? 120 : [120, 80, 120]);
}
