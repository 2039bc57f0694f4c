// The door's yes and no without looking (the door page and the offline scanner): a buzz on phones, and a tone (a high short beep for yes,
// two low ones for no) so a steward with gloves in a dark, loud gate hears the answer.
let audio: AudioContext | null = null;

function tone(context: AudioContext, frequency: number, start: number, duration: number) {
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = 'square';
  oscillator.frequency.value = frequency;
  gain.gain.setValueAtTime(0.15, context.currentTime + start);
  gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + start + duration);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(context.currentTime + start);
  oscillator.stop(context.currentTime + start + duration);
}

function beep(ok: boolean) {
  try {
    audio ??= new AudioContext();
    // A context made before the first tap starts suspended.
    void audio.resume();
    if (ok) tone(audio, 1320, 0, 0.15);
    else {
      tone(audio, 220, 0, 0.18);
      tone(audio, 220, 0.25, 0.18);
    }
  } catch {
    // No audio (an old browser, a blocked context): the colour and the buzz still answer.
  }
}

export function doorFeedback(ok: boolean) {
  // Phones at the door: a short buzz lets the staff keep their eyes on the queue.
  if ('vibrate' in navigator) navigator.vibrate(ok ? 120 : [120, 80, 120]);
  beep(ok);
}
