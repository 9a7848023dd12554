import { describe, expect, it } from 'vitest';
import {
  LIFE_DECAY_PER_FRAME,
  PARTICLE_COLORS,
  PARTICLE_LIFE,
  PARTICLES_PER_MOVE,
  type Particle,
  particleOpacity,
  spawnParticles,
  stepParticles,
} from '../../src/lib/particles';

describe('particles', () => {
  it('spawns six full-life particles per mouse move, blue and white, at the pointer', () => {
    const particles: Particle[] = [];
    spawnParticles(particles, 40, 60);
    expect(PARTICLES_PER_MOVE).toBe(6);
    expect(particles).toHaveLength(6);
    expect(particles.every((p) => p.x === 40 && p.y === 60 && p.life === PARTICLE_LIFE)).toBe(true);
    expect(new Set(particles.map((p) => p.color))).toEqual(new Set(PARTICLE_COLORS));
    spawnParticles(particles, 0, 0);
    expect(particles).toHaveLength(12);
  });

  it('loses 2 life per frame and is gone after 50 frames', () => {
    const particles: Particle[] = [];
    spawnParticles(particles, 0, 0, () => 1);
    stepParticles(particles);
    expect(particles[0]?.life).toBe(PARTICLE_LIFE - LIFE_DECAY_PER_FRAME);
    expect(particles[0]?.x).toBe(1);
    for (let frame = 2; frame < 50; frame += 1) stepParticles(particles);
    expect(particles).toHaveLength(6);
    expect(particleOpacity(particles[0] as Particle)).toBeCloseTo(0.02);
    stepParticles(particles);
    expect(particles).toHaveLength(0);
  });

  it('keeps younger particles when older ones die', () => {
    const particles: Particle[] = [];
    spawnParticles(particles, 0, 0);
    for (let frame = 0; frame < 30; frame += 1) stepParticles(particles);
    spawnParticles(particles, 5, 5);
    for (let frame = 0; frame < 20; frame += 1) stepParticles(particles);
    expect(particles).toHaveLength(6);
    expect(particles.every((p) => p.life === PARTICLE_LIFE - 20 * LIFE_DECAY_PER_FRAME)).toBe(true);
  });
});
