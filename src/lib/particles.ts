/** Particle field behind the page: pure state, no DOM, so it is unit-tested. */

export const PARTICLES_PER_MOVE = 6;
export const PARTICLE_LIFE = 100;
export const LIFE_DECAY_PER_FRAME = 2;

export type Particle = {
  x: number;
  y: number;
  vx: number;
  vy: number;
  size: number;
  life: number;
  color: string;
};

export const PARTICLE_COLORS = ['rgb(59 130 246)', 'rgb(255 255 255)'] as const;

/** Adds PARTICLES_PER_MOVE particles at the pointer, alternating blue and white. */
export const spawnParticles = (
  particles: Particle[],
  x: number,
  y: number,
  random: () => number = Math.random,
): void => {
  for (let i = 0; i < PARTICLES_PER_MOVE; i += 1) {
    particles.push({
      x,
      y,
      vx: (random() - 0.5) * 2,
      vy: (random() - 0.5) * 2,
      size: 1 + random() * 2,
      life: PARTICLE_LIFE,
      color: PARTICLE_COLORS[i % PARTICLE_COLORS.length] as string,
    });
  }
};

/** Advances one frame: moves and ages every particle, drops the dead ones. */
export const stepParticles = (particles: Particle[]): void => {
  let alive = 0;
  for (const particle of particles) {
    particle.x += particle.vx;
    particle.y += particle.vy;
    particle.life -= LIFE_DECAY_PER_FRAME;
    if (particle.life > 0) {
      particles[alive] = particle;
      alive += 1;
    }
  }
  particles.length = alive;
};

/** Opacity follows remaining life, so each particle fades out over its 50 frames. */
export const particleOpacity = (particle: Particle): number => particle.life / PARTICLE_LIFE;
