'use client';

import { useEffect, useRef } from 'react';
import { type Particle, particleOpacity, spawnParticles, stepParticles } from '../lib/particles';

/**
 * Decorative particles that follow the mouse. It costs nothing when idle: no
 * animation frame is requested while no particle is alive, and nothing is set
 * up at all on touch-only devices or under prefers-reduced-motion.
 */
export function ParticleCanvas() {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;

    const finePointer = window.matchMedia('(hover: hover) and (pointer: fine)');
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    const particles: Particle[] = [];
    let frame = 0;
    let listening = false;
    // Taken and sized at the first mouse move, not as the page hydrates: a
    // 2D context costs the main thread a few ms (in the hydration task, on
    // every phone, which never draws), and a canvas the size of the window a
    // few megabytes.
    let context: CanvasRenderingContext2D | null = null;

    const resize = () => {
      if (!context) return;
      // Draw in device pixels so particles stay sharp on high-DPI screens.
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.round(window.innerWidth * ratio);
      canvas.height = Math.round(window.innerHeight * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
    };

    const draw = () => {
      frame = 0;
      if (!context) return;
      stepParticles(particles);
      context.clearRect(0, 0, window.innerWidth, window.innerHeight);
      for (const particle of particles) {
        context.globalAlpha = particleOpacity(particle);
        context.fillStyle = particle.color;
        context.beginPath();
        context.arc(particle.x, particle.y, particle.size, 0, Math.PI * 2);
        context.fill();
      }
      if (particles.length > 0) frame = requestAnimationFrame(draw);
    };

    const onMouseMove = (event: MouseEvent) => {
      if (!context) {
        context = canvas.getContext('2d');
        if (!context) return;
        resize();
      }
      spawnParticles(particles, event.clientX, event.clientY);
      if (!frame) frame = requestAnimationFrame(draw);
    };

    const stop = () => {
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
      particles.length = 0;
      context?.clearRect(0, 0, window.innerWidth, window.innerHeight);
    };

    const update = () => {
      const wanted = finePointer.matches && !reducedMotion.matches && !document.hidden;
      if (wanted === listening) return;
      listening = wanted;
      if (wanted) {
        window.addEventListener('mousemove', onMouseMove, { passive: true });
        window.addEventListener('resize', resize);
      } else {
        window.removeEventListener('mousemove', onMouseMove);
        window.removeEventListener('resize', resize);
        stop();
      }
    };

    update();
    finePointer.addEventListener('change', update);
    reducedMotion.addEventListener('change', update);
    document.addEventListener('visibilitychange', update);
    return () => {
      finePointer.removeEventListener('change', update);
      reducedMotion.removeEventListener('change', update);
      document.removeEventListener('visibilitychange', update);
      window.removeEventListener('mousemove', onMouseMove);
      window.removeEventListener('resize', resize);
      stop();
    };
  }, []);

  // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a canvas without tabindex is not focusable; it is pure decoration
  return <canvas ref={canvasRef} className="particle-canvas" aria-hidden="true" />;
}
