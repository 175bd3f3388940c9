"""Rules code, one module per area of the Comprehensive Rules, each citing its rules."""
