import type { ServiceContent } from '../types';
import { appDevelopment } from './app-development';
import { customAiAgents } from './custom-ai-agents';
import { customApiImplementation } from './custom-api-implementation';
import { customerSupport } from './customer-support';
import { llmFineTuning } from './llm-fine-tuning';
import { noCodeDevelopment } from './no-code-development';
import { personalAssistant } from './personal-assistant';
import { privateAiLegalAssistant } from './private-ai-legal-assistant';
import { receptionist } from './receptionist';
import { softwareIntegration } from './software-integration';
import { workflowAutomation } from './workflow-automation';

/** Every service page's content. A new service is one file here plus one navigation entry. */
export const services: readonly ServiceContent[] = [
  privateAiLegalAssistant,
  llmFineTuning,
  customAiAgents,
  personalAssistant,
  customerSupport,
  receptionist,
  customApiImplementation,
  softwareIntegration,
  workflowAutomation,
  appDevelopment,
  noCodeDevelopment,
];

export const findService = (href: string): ServiceContent | undefined =>
  services.find((service) => service.href === href);
