#!/usr/bin/env node
// `node harness/start.js`, as earlier releases documented it: the same as harness/start.cjs (what `npm start` runs).
import './start.cjs';
