import { createSchoolApp } from './school-app';

// The CLI (`cdk synth`, `cdk deploy`) runs this file; the App synthesizes itself when the process ends.
createSchoolApp();
